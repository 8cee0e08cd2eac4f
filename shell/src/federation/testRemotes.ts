/** The five remotes of a test page, each at a short manifest URL of its own host. */
export const testRemotes = {
  mf_marketing: 'http://m/mf-manifest.json',
  mf_portfolio: 'http://p/mf-manifest.json',
  mf_blog: 'http://b/mf-manifest.json',
  mf_careers: 'http://c/mf-manifest.json',
  mf_forms: 'http://f/mf-manifest.json',
};
