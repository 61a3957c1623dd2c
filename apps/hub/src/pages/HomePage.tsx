import { Link, useRouteContext } from "@tanstack/react-router";

export function HomePage() {
  const { config } = useRouteContext({ from: "__root__" });
  return (
    <article className="page">
      <h1>Atrium</h1>
      <p className="lead">
        Browse machine-learning models, read how to use them and try them out, all from your machine.
      </p>
      <p>
        Start with the <Link to="/docs">quickstart documentation</Link>.
      </p>
      <section aria-labelledby="status-title" className="status">
        <h2 id="status-title">Local services</h2>
        <p>
          Inference emulator:{" "}
          {config.emulatorUrl ? (
            <code>{config.emulatorUrl}</code>
          ) : (
            <span>not running (start the app with npm start)</span>
          )}
        </p>
      </section>
    </article>
  );
}
