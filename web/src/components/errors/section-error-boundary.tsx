import { Alert, Button } from '@chakra-ui/react';
import { Component, type ReactNode } from 'react';

interface SectionErrorBoundaryProps {
  /** What the section shows, in a few words: "Your risk score could not be shown." */
  label: string;
  children: ReactNode;
}

interface SectionErrorBoundaryState {
  hasFailed: boolean;
}

/**
 * Keeps a failing section from taking the whole page down (STYLE.md §3.3): the rest of the page
 * stays usable and this section offers to try again. React requires a class for this.
 */
export class SectionErrorBoundary extends Component<
  SectionErrorBoundaryProps,
  SectionErrorBoundaryState
> {
  override state: SectionErrorBoundaryState = { hasFailed: false };

  static getDerivedStateFromError(): SectionErrorBoundaryState {
    return { hasFailed: true };
  }

  override render() {
    if (!this.state.hasFailed) return this.props.children;
    return (
      <Alert.Root status="error" role="alert" alignItems="center">
        <Alert.Indicator />
        <Alert.Title flex="1">{`${this.props.label} could not be shown.`}</Alert.Title>
        <Button size="sm" variant="outline" onClick={() => this.setState({ hasFailed: false })}>
          Try again
        </Button>
      </Alert.Root>
    );
  }
}
