import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app-routes';

export function App() {
  // Location changes render at once, not as a transition: the link clicked second in a double
  // click must see the page the first one opened, or it pushes the same page again and Back
  // needs two presses. A page whose code is loading shows its own spinner either way (lazy-page).
  return (
    <BrowserRouter useTransitions={false}>
      <AppRoutes />
    </BrowserRouter>
  );
}
