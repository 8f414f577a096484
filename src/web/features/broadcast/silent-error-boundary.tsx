// An OBS browser source must never show an error page on a live stream. If an overlay fails to render, this shows
// its empty background instead, logs the error, and tries again a few seconds later.
import { Component, type ErrorInfo, type ReactNode } from "react";

const RETRY_AFTER_MS = 3_000;

type Props = { children: ReactNode; fallback: ReactNode };
type State = { failed: boolean; attempt: number };

export class SilentErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, attempt: 0 };
  private timer: ReturnType<typeof setTimeout> | undefined;

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("broadcast overlay failed to render; retrying", error, info.componentStack);
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.setState((s) => ({ failed: false, attempt: s.attempt + 1 })), RETRY_AFTER_MS);
  }

  override componentWillUnmount() {
    clearTimeout(this.timer);
  }

  override render() {
    if (this.state.failed) return this.props.fallback;
    return <div key={this.state.attempt}>{this.props.children}</div>;
  }
}
