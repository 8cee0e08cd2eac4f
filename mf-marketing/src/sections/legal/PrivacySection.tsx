import { privacyPolicy } from '../../content/legal/privacy';
import { LegalSectionList } from '../../components/LegalSectionList';
import { TableOfContents } from '../../components/TableOfContents';
import { DateLine, DocumentBody, LegalLayout } from './LegalLayout';

/** The full privacy policy with its table of contents. */
export function PrivacySection() {
  const { title, dateLine, intro, sections } = privacyPolicy;
  return (
    <LegalLayout header={<DateLine>{dateLine}</DateLine>} aside={<TableOfContents sections={sections} />}>
      <DocumentBody aria-label={title}>
        {intro.map((text) => (
          <p key={text}>{text}</p>
        ))}
        <LegalSectionList sections={sections} />
      </DocumentBody>
    </LegalLayout>
  );
}
