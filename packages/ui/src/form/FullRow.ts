import styled from '@emotion/styled';

/** A cell of a form's grid spanning the whole row (a wide field, messages, actions). */
export const FullRow = styled.div({ gridColumn: '1 / -1' });
