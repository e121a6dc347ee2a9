import { Component, type ReactNode } from "react";
import { forgetFailedListeners } from "../api/live-cache";

interface Props {
  /** What shows instead of the children once a listener failed; `retry` listens again. */
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
}

/**
 * reactfire's hooks throw a listener's error while rendering (the rules refused it, an index is
 * missing); this shows `fallback` in the children's place. The failed listener is forgotten at once,
 * so `retry`, or the next screen that needs it, listens afresh. React logs the error.
 */
export class LiveErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch() {
    forgetFailedListeners();
  }

  retry = () => this.setState({ failed: false });

  render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
