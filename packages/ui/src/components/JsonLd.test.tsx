import { render } from '@testing-library/react';
import { JsonLd } from './JsonLd';

describe('JsonLd', () => {
  it('renders the data as an ld+json script that parses back to the same object', () => {
    const data = { '@context': 'https://schema.org', '@type': 'Thing', name: 'a </script> b' };
    const { container } = render(<JsonLd data={data} />);
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(script?.innerHTML).not.toContain('</script>');
    expect(JSON.parse(script?.textContent ?? '')).toEqual(data);
  });
});
