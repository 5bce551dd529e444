import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

interface BoundaryProps {
  fallback: ReactNode;
  /** The path shown; a failure is forgotten once it changes. */
  pathname: string;
  children: ReactNode;
}

interface BoundaryState {
  /** The path that failed to render, or null while nothing has. */
  failedAt: string | null;
  hasFailed: boolean;
}

class PathErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failedAt: null, hasFailed: false };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { hasFailed: true };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    if (!state.hasFailed) return null;
    if (state.failedAt === null) return { failedAt: props.pathname };
    // Another page was opened (a link in the fallback, the back button): render it afresh.
    if (state.failedAt !== props.pathname) return { failedAt: null, hasFailed: false };
    return null;
  }

  override render() {
    return this.state.hasFailed ? this.props.fallback : this.props.children;
  }
}

/**
 * A route's error element (react-router's `errorElement`, which only its data router honours):
 * a page that throws while rendering, or whose code fails to load, shows `fallback` in its place
 * until the person goes to another page. React requires a class for the boundary itself.
 */
export function RouteErrorBoundary({
  fallback,
  children,
}: {
  fallback: ReactNode;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  return (
    <PathErrorBoundary fallback={fallback} pathname={pathname}>
      {children}
    </PathErrorBoundary>
  );
}
