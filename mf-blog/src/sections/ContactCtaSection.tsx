import { CtaBanner } from '@codecrush/ui';
import { paths } from '@codecrush/contracts';
import { blogText } from '../content/blogText';

/** "Are You Ready to Transform Your Business?" with Contact Us → /contact. */
export function ContactCtaSection() {
  const { eyebrow, title, text, action } = blogText.cta;
  return <CtaBanner eyebrow={eyebrow} title={title} text={text} action={{ label: action, to: paths.contact }} />;
}
