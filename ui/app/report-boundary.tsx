// An error boundary that reports a rendering error of what it wraps and shows nothing instead, so
// a surface that fails to draw never blanks the page (a placement, spec 2 section 8; the
// onboarding, decision 105).
import { Component, type ReactNode } from 'react';

/** Reports a rendering error of what it wraps and shows nothing instead. */
export class ReportBoundary extends Component<
  { report: (error: unknown) => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.report(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
