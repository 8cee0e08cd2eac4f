import { Suspense, useState } from 'react';
import { Skeleton } from '@codecrush/ui';
import { legalText } from '../../content/legal/legalText';
import { terms } from '../../content/legal/terms';
import { LegalSectionList } from '../../components/LegalSectionList';
import { TableOfContents } from '../../components/TableOfContents';
import { VersionSwitch } from '../../components/VersionSwitch';
import type { TermsVersion } from '../../components/VersionSwitch';
import { DateLine, DocumentBody, LegalLayout } from './LegalLayout';
import { SimpleTerms, loadTermsSummary } from './SimpleTerms';

const documentId = 'terms-document';

/** The terms: the full Legal Version (with contents) or the plain-language Simple Version. */
export function TermsSection() {
  const [version, setVersion] = useState<TermsVersion>('legal');
  const { title, dateLine, intro, sections } = terms;
  return (
    <LegalLayout
      header={
        <>
          <DateLine>{dateLine}</DateLine>
          <VersionSwitch
            version={version}
            onChange={setVersion}
            onIntent={() => void loadTermsSummary()}
            controls={documentId}
          />
        </>
      }
      aside={version === 'legal' && <TableOfContents sections={sections} />}
    >
      <DocumentBody aria-label={title}>
        <div id={documentId}>
          {version === 'legal' ? (
            <>
              {intro.map((text) => (
                <p key={text}>{text}</p>
              ))}
              <LegalSectionList sections={sections} />
            </>
          ) : (
            <Suspense fallback={<Skeleton variant="block" label={legalText.loadingSummary} />}>
              <SimpleTerms />
            </Suspense>
          )}
        </div>
      </DocumentBody>
    </LegalLayout>
  );
}
