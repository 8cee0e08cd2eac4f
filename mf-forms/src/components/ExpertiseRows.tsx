import styled from '@emotion/styled';
import { Plus } from 'lucide-react';
import { useRef } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '@codecrush/ui';
import { remoteResourceFormText } from '../content/remoteResources';
import { emptyExpertiseRow } from '../lib/remoteResourceRequest';
import type { RemoteResourceFormValues } from '../lib/remoteResourceRequest';
import { ExpertiseRowFields } from './ExpertiseRowFields';

const Group = styled.div(({ theme }) => ({
  gridColumn: '1 / -1',
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.md,
  '& h3': { margin: 0, fontSize: theme.fontSizes.lg },
}));

const text = remoteResourceFormText;

/** The repeatable expertise rows: Add More appends one (and focuses it); added rows have Remove. */
export function ExpertiseRows() {
  const { control } = useFormContext<RemoteResourceFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'expertise' });
  const addMoreSpot = useRef<HTMLDivElement>(null);
  return (
    <Group role="group" aria-labelledby="expertise-rows-title">
      <h3 id="expertise-rows-title">{text.expertiseHeading}</h3>
      {fields.map((field, index) => (
        <ExpertiseRowFields
          key={field.id}
          index={index}
          onRemove={
            index === 0
              ? undefined
              : () => {
                  remove(index);
                  addMoreSpot.current?.querySelector('button')?.focus();
                }
          }
        />
      ))}
      <div ref={addMoreSpot}>
        <Button variant="outline" onClick={() => append({ ...emptyExpertiseRow })}>
          <Plus size={18} aria-hidden="true" />
          {text.addMore}
        </Button>
      </div>
    </Group>
  );
}
