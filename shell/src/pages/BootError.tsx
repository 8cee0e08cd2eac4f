/** Shown only when the site's runtime configuration cannot be loaded at all. */
export function BootError() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: '4rem 1.5rem', maxWidth: '40rem', margin: '0 auto' }}>
      <h1>CodeCrush is briefly unavailable</h1>
      <p>We could not load the site. Please reload the page in a moment.</p>
    </main>
  );
}
