/** A module whose screens arrive in a later release still gets a titled page at its route. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <main className="ff-public">
      <div className="ff-card">
        <h1 className="ff-title">{title}</h1>
        <p>This module is coming in a later release.</p>
      </div>
    </main>
  );
}
