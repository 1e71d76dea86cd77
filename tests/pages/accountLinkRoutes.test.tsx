import { render, screen } from '@testing-library/react';
import type { PageProps } from 'gatsby';
import LocalisedAccountLinkRoute from '../../src/pages/[lang]/account/[...]';
import AccountLinkRoute from '../../src/pages/account/[...]';
import { resetAccount } from '../components/account/helpers';
import { navigateSpy } from '../components/account/gatsbyMock';

vi.mock('gatsby', async () => (await import('../components/account/gatsbyMock')).gatsbyMock());

const props = (params: Record<string, string>) => ({ params }) as unknown as PageProps;

beforeEach(() => {
  resetAccount();
  navigateSpy.mockClear();
});

describe('account link routes', () => {
  it('serve the activation and reset forms from /account/…', async () => {
    render(<AccountLinkRoute {...props({ '*': 'activate/7400000001/abc' })} />);
    expect(await screen.findByRole('heading', { name: 'Activate your account', level: 1 })).toBeInTheDocument();
  });

  it('serve them under a language prefix too', async () => {
    render(<LocalisedAccountLinkRoute {...props({ lang: 'fr', '*': 'reset/7400000001/abc' })} />);
    expect(await screen.findByRole('heading', { name: 'Choose a new password', level: 1 })).toBeInTheDocument();
  });

  it('show the not-found page for a first segment that is not a language', async () => {
    render(<LocalisedAccountLinkRoute {...props({ lang: 'collections', '*': 'reset/7400000001/abc' })} />);
    expect(await screen.findByRole('heading', { name: /couldn’t find that page/i })).toBeInTheDocument();
  });

  it('send /account/ itself to the account area', async () => {
    render(<AccountLinkRoute {...props({ '*': '' })} />);
    await vi.waitFor(() => expect(navigateSpy).toHaveBeenCalledWith('/user-account/', { replace: true }));
  });
});
