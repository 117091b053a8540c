const SECTIONS = ['Overview', 'Architecture', 'Security', 'Operations', 'Pricing', 'Support'];

/** Static text of about the size of a product page's visible copy, with no client code. */
export function Article() {
  return (
    <main>
      <h1>A dependable cloud platform for the enterprise</h1>
      {SECTIONS.map((section) => (
        <section key={section}>
          <h2>{section}</h2>
          <p>
            Enterprise Cloud moves core workloads to the cloud without disruption. Compute, storage, networking and security are delivered as a service on
            infrastructure in 70 countries, with one console and one bill.
          </p>
          <ul>
            <li>Elastic compute with live migration and scheduled scaling</li>
            <li>Block, file and object storage with snapshots and backup</li>
            <li>Virtual networks, load balancers and firewalls per tenant</li>
          </ul>
        </section>
      ))}
    </main>
  );
}
