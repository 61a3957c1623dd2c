import { Link } from "@tanstack/react-router";

export function NotFoundPage() {
  return (
    <article className="page">
      <h1>Page not found</h1>
      <p>
        There is nothing at this address. <Link to="/">Go to the home page</Link>.
      </p>
    </article>
  );
}
