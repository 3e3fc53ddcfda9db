import { Link, useRouteError } from 'react-router';

/** A screen that failed to draw says so and offers a way back, instead of a blank page. */
export function RouteError() {
  const error = useRouteError();
  return (
    <main className="route-error" role="alert">
      <h1>Something went wrong</h1>
      <p>{error instanceof Error ? error.message : 'This page could not be shown.'}</p>
      <Link to="/home">Back to Home</Link>
    </main>
  );
}
