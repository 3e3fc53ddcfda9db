/** The application root; the customer-app work composes providers, router and layouts here. */
export function App() {
  return <p>Exchange</p>;
}
