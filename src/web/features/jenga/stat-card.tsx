import type { ComponentType, ReactNode, SVGProps } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";

type StatCardProps = {
  title: string;
  value: ReactNode;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** A line under the figure (games played, win rate) or an action. */
  children?: ReactNode;
};

export function StatCard({ title, value, Icon, children }: StatCardProps) {
  return (
    <li className="flex">
      <Card className="w-full gap-3 py-4 sm:py-5">
        <CardHeader className="flex-row items-start justify-between gap-2 px-4 sm:px-6">
          <CardTitle asChild>
            <h2 className="text-sm font-medium text-muted-foreground">{title}</h2>
          </CardTitle>
          <Icon aria-hidden="true" className="size-5 text-accent" />
        </CardHeader>
        <CardContent className="flex flex-1 flex-col gap-2 px-4 sm:px-6">
          <p className="text-3xl font-bold tabular-nums">{value}</p>
          {children}
        </CardContent>
      </Card>
    </li>
  );
}
