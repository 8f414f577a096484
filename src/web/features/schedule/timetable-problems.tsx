// The problems of a timetable file, by line and column, as the server found them.
import type { TimetableProblem } from "@/domain/schedule/timetable-import";
import { TIMETABLE_TEXTS as T } from "./timetable-import-texts";

/** The message without its leading "column: ", which the table shows in a column of its own. */
const withoutColumn = (problem: TimetableProblem) =>
  problem.column && problem.message.startsWith(`${problem.column}: `)
    ? problem.message.slice(problem.column.length + 2)
    : problem.message;

export function TimetableProblems({ problems, total }: { problems: TimetableProblem[]; total: number }) {
  if (total === 0) return <p className="text-sm text-muted-foreground">{T.noProblems}</p>;
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold">{T.problemsTitle(total)}</h3>
      {/* Focusable, so a keyboard can scroll a long list too. */}
      <div
        tabIndex={0}
        role="region"
        aria-label={T.problemsTitle(total)}
        className="max-h-72 overflow-auto rounded-lg border border-border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <table className="w-full text-left text-sm">
          <thead className="sticky top-0 bg-card">
            <tr>
              <th scope="col" className="px-3 py-2">
                {T.line}
              </th>
              <th scope="col" className="px-3 py-2">
                {T.column}
              </th>
              <th scope="col" className="px-3 py-2">
                {T.problem}
              </th>
            </tr>
          </thead>
          <tbody>
            {problems.map((problem, i) => (
              <tr key={`${problem.row}-${i}`} className="border-t border-border align-top">
                <td className="px-3 py-2 tabular-nums">{problem.row}</td>
                <td className="px-3 py-2 whitespace-nowrap">{problem.column ?? T.wholeRow}</td>
                <td className="px-3 py-2 break-words">{withoutColumn(problem)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {total > problems.length && (
        <p className="text-sm text-muted-foreground">{T.moreProblems(total - problems.length)}</p>
      )}
    </div>
  );
}
