import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContentPageView } from '../../../src/components/content/ContentPageView';
import { ROUTES } from '../../../src/config/site';
import { navigateSpy } from './gatsbyMock';

vi.mock('gatsby', async () => (await import('./gatsbyMock')).gatsbyMock());

const html = `
  <p>We reply within <strong>one business day</strong>.</p>
  <h2>Before you write</h2>
  <ul>
    <li><a href="/shipping-and-order-information/">Shipping and order information</a></li>
    <li><a href="mailto:press@bluebayswim.example">press@bluebayswim.example</a></li>
    <li><a href="https://www.instagram.com/bluebayswim/">Instagram</a></li>
  </ul>`;

const page = (template: string, extra: Record<string, string> = {}) => ({
  title: 'Contact us',
  path: '/contact-us/',
  description: 'Questions about an order, a fit or a return?',
  template,
  hero: 'ocean',
  ...extra,
});

describe('ContentPageView', () => {
  beforeEach(() => navigateSpy.mockReset());

  it('shows the page title, its description and its text', () => {
    render(<ContentPageView frontmatter={page('page')} html={html} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    expect(screen.getByText('Questions about an order, a fit or a return?')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Before you write' })).toBeInTheDocument();
    expect(screen.getByText('one business day')).toBeInTheDocument();
  });

  it('draws the hero artwork for the page’s mood, hidden from assistive technology', () => {
    const { container } = render(<ContentPageView frontmatter={page('page', { hero: 'night' })} html={html} />);
    const art = container.querySelector('svg[data-mood]');
    expect(art).toHaveAttribute('data-mood', 'night');
    expect(art).toHaveAttribute('aria-hidden', 'true');
  });

  it('falls back to the ocean artwork for a mood it does not know', () => {
    const { container } = render(<ContentPageView frontmatter={page('page', { hero: 'volcano' })} html={html} />);
    expect(container.querySelector('svg[data-mood]')).toHaveAttribute('data-mood', 'ocean');
  });

  it('follows links to other shop pages inside the app and leaves e-mail and other sites to the browser', async () => {
    const user = userEvent.setup();
    render(<ContentPageView frontmatter={page('page')} html={html} />);
    await user.click(screen.getByRole('link', { name: 'Shipping and order information' }));
    expect(navigateSpy).toHaveBeenCalledWith('/shipping-and-order-information/');
    navigateSpy.mockReset();
    screen.getByRole('link', { name: 'press@bluebayswim.example' }).addEventListener('click', (e) => e.preventDefault());
    await user.click(screen.getByRole('link', { name: 'press@bluebayswim.example' }));
    screen.getByRole('link', { name: 'Instagram' }).addEventListener('click', (e) => e.preventDefault());
    await user.click(screen.getByRole('link', { name: 'Instagram' }));
    expect(navigateSpy).not.toHaveBeenCalled();
  });

  it('shows the page’s form next to its text on form pages', () => {
    render(<ContentPageView frontmatter={page('form', { form: 'contact-us' })} html={html} />);
    const form = screen.getByRole('form', { name: 'Contact us' });
    expect(within(form).getByRole('textbox', { name: /message/i })).toBeRequired();
    expect(within(form).getByRole('button', { name: 'Send message' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Before you write' })).toBeInTheDocument();
  });

  it('invites visitors to join or sign in to the Beach Club on club pages', () => {
    render(
      <ContentPageView
        frontmatter={{ title: 'Size guide', path: ROUTES.sizeGuide, description: 'Find your size.', template: 'club', hero: 'sand' }}
        html="<p>Measure yourself in your underwear.</p>"
      />,
    );
    const joins = screen.getAllByRole('link', { name: 'Join free or sign in' });
    expect(joins.length).toBeGreaterThan(0);
    for (const link of joins) expect(link).toHaveAttribute('href', ROUTES.accountClub);
    expect(screen.getAllByRole('link', { name: 'See my rewards' })[0]).toHaveAttribute('href', ROUTES.accountMyRewards);
    const nav = screen.getByRole('navigation', { name: 'Beach Club' });
    expect(within(nav).getByRole('link', { name: 'Size guide' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'The club' })).toHaveAttribute('href', ROUTES.club);
    expect(within(nav).getByRole('link', { name: 'The club' })).not.toHaveAttribute('aria-current');
  });
});
