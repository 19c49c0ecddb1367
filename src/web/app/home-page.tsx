import { CalculatorPage } from '../features/calculator/calculator-page';

/**
 * '/' — composes the features (features never import each other; they meet here):
 * the calculator screen with its slots for the upload helper, the negotiation drawer and the
 * similar-loads alert, then the decision history and patterns below it (beside it on desktop).
 */
export function HomePage() {
  return <CalculatorPage />;
}
