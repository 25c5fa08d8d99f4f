export default function ServerErrorRoute() {
  return (
    <main id="main" className="server-error">
      <title>Server ERROR</title>
      <p>Server ERROR</p>
    </main>
  );
}
