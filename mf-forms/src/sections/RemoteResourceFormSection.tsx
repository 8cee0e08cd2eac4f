import styled from '@emotion/styled';
import { Section } from '@codecrush/ui';
import { remoteResourceFormText } from '../content/remoteResources';
import { FormCard, FormIntro } from '../components/FormLayout';
import { RemoteResourceForm } from '../components/RemoteResourceForm';

const Narrow = styled.div({ maxWidth: '56rem', margin: '0 auto' });

const headingId = 'remote-resources-form-title';

/** The Contact Us form of /remote-resources. */
export function RemoteResourceFormSection() {
  return (
    <Section tone="alt" aria-labelledby={headingId}>
      <Narrow>
        <FormCard>
          <h2 id={headingId}>{remoteResourceFormText.title}</h2>
          <FormIntro>{remoteResourceFormText.intro}</FormIntro>
          <RemoteResourceForm labelledBy={headingId} />
        </FormCard>
      </Narrow>
    </Section>
  );
}
