import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
} from "react-router";
import type { Route } from "./+types/root";
import { NotFound, useNonce } from "~/components/NotFound";
import "./styles/app.css";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/media/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFound />;
  }
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="error-page" id="main">
      <title>Something went wrong | Day Spa</title>
      <h1>Server ERROR</h1>
      <p>
        We are sorry: something went wrong on our side (status {status}). Please try again in a
        moment, or call us to book.
      </p>
      <p>
        <a className="button" href="/">
          Home
        </a>
      </p>
    </main>
  );
}
