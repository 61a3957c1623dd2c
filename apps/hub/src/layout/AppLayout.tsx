import { Link, Outlet } from "@tanstack/react-router";
import { navigation } from "./navigation.js";

export function AppLayout() {
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="app-header">
        <Link to="/" className="app-brand">
          <span aria-hidden="true" className="app-brand__mark">
            ◆
          </span>
          Atrium
        </Link>
        <nav aria-label="Main">
          <ul className="app-nav">
            {navigation.map((item) => (
              <li key={item.to}>
                <Link to={item.to} activeOptions={{ exact: item.to === "/" }} className="app-nav__link">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="app-footer">Atrium runs locally: no account and no network needed.</footer>
    </div>
  );
}
