import styled from '@emotion/styled';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test/renderWithTheme';
import { Banner } from './Banner';
import { Button, ButtonLink } from './Button';
import { Card, cardTitleLink } from './Card';
import { CtaBanner } from './CtaBanner';
import { IconButton } from './IconButton';
import { Section } from './Section';
import { Skeleton } from './Skeleton';

describe('ui primitives', () => {
  it('Banner renders the page h1, focusable for the shell', () => {
    renderWithTheme(<Banner title="About CodeCrush" subtitle="Who we are" />);
    const heading = screen.getByRole('heading', { level: 1, name: 'About CodeCrush' });
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(screen.getByText('Who we are')).toBeInTheDocument();
  });

  it("Banner's class does not depend on its image: the URL goes to a custom property on the element", () => {
    const { container } = renderWithTheme(
      <>
        <Banner title="One" image="/__codecrush_assets__/mf_marketing/static/media/hero.webp" />
        <Banner title="Two" image="http://localhost:3001/static/media/hero.webp" />
        <Banner title="Three" />
      </>,
    );
    const [one, two, three] = [...container.querySelectorAll('header')];
    expect(one?.className).toBe(two?.className);
    expect(two?.style.getPropertyValue('--banner-image')).toBe('url("http://localhost:3001/static/media/hero.webp")');
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
    expect(rules.find((rule) => rule.startsWith(`.${two?.classList[0]}`))).toContain(
      'var(--banner-image) center/cover',
    );
    expect(three?.className).not.toBe(two?.className);
    expect(three?.getAttribute('style')).toBeNull();
    expect(two).not.toHaveAttribute('withImage');
  });

  it('Button is a real button of type button by default', () => {
    renderWithTheme(<Button>Send</Button>);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'button');
  });

  it('ButtonLink routes in-site paths and keeps external ones as plain links', () => {
    renderWithTheme(
      <>
        <ButtonLink to="/contact">Contact Us</ButtonLink>
        <ButtonLink to="mailto:info@codecrush.tech">Email</ButtonLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Email' })).toHaveAttribute('href', 'mailto:info@codecrush.tech');
  });

  it('Card renders the element it is asked for, extended, with its style props kept off the DOM', () => {
    const Frame = styled(Card)({ display: 'flex' });
    const Title = styled.h3(({ theme }) => cardTitleLink(theme));
    renderWithTheme(
      <Frame as="article" hover="lift" clickable aria-label="Web Development">
        <Title>
          <a href="/web">Web Development</a>
        </Title>
      </Frame>,
    );
    const card = screen.getByRole('article', { name: 'Web Development' });
    expect(card).toHaveStyle({ display: 'flex', position: 'relative', borderRadius: '12px' });
    for (const prop of ['as', 'hover', 'clickable']) expect(card).not.toHaveAttribute(prop);
    expect(screen.getByRole('link', { name: 'Web Development' })).toHaveStyle({ textDecoration: 'none' });
  });

  it('IconButton is a round button of the chosen size whose style props stay off the DOM', () => {
    renderWithTheme(
      <>
        <IconButton type="button" aria-label="Next">
          <svg />
        </IconButton>
        <IconButton type="button" size="lg" tone="dark" iconSize="1.5rem" aria-label="Pause" hidden>
          <svg />
        </IconButton>
      </>,
    );
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toHaveStyle({ width: '2.5rem', height: '2.5rem', borderRadius: '999px' });
    const pause = screen.getByLabelText('Pause');
    expect(pause).toHaveStyle({ width: '2.75rem', background: 'transparent', display: 'none' });
    for (const button of [next, pause]) {
      expect(button).not.toHaveAttribute('size');
      expect(button).not.toHaveAttribute('tone');
      expect(button).not.toHaveAttribute('iconsize');
    }
  });

  it('Section is labelled by its heading', () => {
    renderWithTheme(<Section title="Our Offering">content</Section>);
    expect(screen.getByRole('region', { name: 'Our Offering' })).toBeInTheDocument();
  });

  it('CtaBanner links its action', () => {
    renderWithTheme(
      <CtaBanner title="Are You Ready to Transform Your Business?" action={{ label: 'Contact Us', to: '/contact' }} />,
    );
    expect(screen.getByRole('region', { name: 'Are You Ready to Transform Your Business?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  it('Skeleton announces loading politely', () => {
    renderWithTheme(<Skeleton />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });
});
