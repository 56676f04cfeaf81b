import { Messages, ServerMessages } from '@puhuo/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { readCookie, TENANT_COOKIE, TOKEN_COOKIE, writeCookie } from '../../../api/cookies.ts';
import { auth } from '../../../i18n/locales/zh-CN/auth.ts';
import { fakeServer, json, refusal, type SentRequest } from '../../../testing/fake-server.ts';
import { FakeWebSocket } from '../../../testing/fake-websocket.ts';
import { renderInApp, shownToasts } from '../../../testing/render.tsx';
import { buyUserAnswer, configurationAnswer, TENANT_ID, tokenAnswer } from '../../../testing/session-fixtures.tsx';
import { CLIENT_ID } from '../auth.api.ts';
import { SessionProvider } from './SessionProvider.tsx';
import { useSession } from './session-context.ts';

/** What a screen of the app reads of the session: who is signed in, the login dialog, a guarded action. */
function SessionProbe({ onGuarded }: { onGuarded?: () => void }) {
  const session = useSession();
  const who = session.loading ? 'loading' : (session.user?.tenantFull.companyName ?? 'guest');
  return (
    <div>
      <output data-testid="who">{who}</output>
      <button type="button" onClick={session.openLogin}>
        open login
      </button>
      <button type="button" onClick={() => session.guard(onGuarded ?? (() => undefined))}>
        guarded action
      </button>
    </div>
  );
}

// the dialogs are loaded on demand: load them once here, so that opening one waits for no compilation
beforeAll(async () => {
  await Promise.all([import('../components/LoginModal.tsx'), import('../components/RegisterModal.tsx')]);
});

function renderSession(onGuarded?: () => void) {
  return renderInApp(
    <SessionProvider>
      <SessionProbe onGuarded={onGuarded} />
    </SessionProvider>,
  );
}

const who = () => screen.getByTestId('who').textContent;
const bearer = (request: SentRequest | undefined) => request?.headers.authorization;

/** Signs in on the account tab of the login dialog, as a user does. */
async function logInWithPassword(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'open login' }));
  await user.type(await screen.findByPlaceholderText(auth.account.accountPlaceholder), '13900001111');
  await user.type(screen.getByPlaceholderText(auth.account.passwordPlaceholder), 'Passw0rd!');
  await user.click(screen.getByRole('button', { name: auth.login.submit }));
}

describe('logging in (spec §4)', () => {
  it('should clear the old state, obtain a token, fetch the tenant, obtain a tenant token again, then load the configuration', async () => {
    // a tenant left from an earlier sign-in
    writeCookie(TENANT_COOKIE, 'tenant-of-an-earlier-sign-in');
    const me = buyUserAnswer();
    const server = fakeServer({
      'POST /connect/token': (request) => {
        const form = request.body as Record<string, string>;
        if (form.grant_type === 'tenant_password') return json(tokenAnswer('first-token'));
        if (form.grant_type === 'ticket' && form.ticket === 'ticket-1') return json(tokenAnswer('tenant-token'));
        return json({ error: 'invalid_grant', error_description: ServerMessages.wrongPassword }, 400);
      },
      'GET /api/multi-tenancy/tenants/buy-user': json(me),
      'GET /api/account/get-auth-ticket': json({ ticket: 'ticket-1' }),
      'POST /api/account/logout': new Response(null, { status: 204 }),
      'GET /api/abp/application-configuration': json(configurationAnswer()),
    });
    const user = userEvent.setup({ delay: null });
    renderSession();
    await waitFor(() => expect(who()).toBe('guest'));

    await logInWithPassword(user);

    await waitFor(() => expect(who()).toBe(me.tenantFull.companyName));
    expect(server.routes()).toEqual([
      'POST /connect/token',
      'GET /api/multi-tenancy/tenants/buy-user',
      'GET /api/account/get-auth-ticket',
      'POST /connect/token',
      'POST /api/account/logout',
      'GET /api/abp/application-configuration',
    ]);
    const [login, tenant, ticket, tenantToken, logout, configuration] = server.requests;
    expect(login?.body).toMatchObject({ grant_type: 'tenant_password', client_id: CLIENT_ID, username: '13900001111' });
    // the tenant is read with the new token alone: nothing of the earlier sign-in goes with it
    expect(bearer(tenant)).toBe('Bearer first-token');
    expect(tenant?.headers.__tenant).toBeUndefined();
    expect(bearer(ticket)).toBe('Bearer first-token');
    // the second token is bound to the tenant just read
    expect(tenantToken?.body).toMatchObject({ grant_type: 'ticket', ticket: 'ticket-1' });
    expect(tenantToken?.headers.__tenant).toBe(TENANT_ID);
    // the first token is signed out once the tenant's replaces it
    expect(bearer(logout)).toBe('Bearer first-token');
    expect(bearer(configuration)).toBe('Bearer tenant-token');
    expect(configuration?.headers.__tenant).toBe(TENANT_ID);
    expect(readCookie(TOKEN_COOKIE)).toBe('tenant-token');
    expect(readCookie(TENANT_COOKIE)).toBe(TENANT_ID);
    // the realtime connection is made again as the signed-in user
    expect(FakeWebSocket.latest().url).toContain('access_token=tenant-token');
    await waitFor(() => expect(shownToasts()).toContainEqual({ type: 'success', text: Messages.loginSucceeded }));
    // a complete profile: the dialog closes
    await waitFor(() => expect(screen.queryByPlaceholderText(auth.account.accountPlaceholder)).toBeNull());
    expect(server.unexpected).toEqual([]);
  });

  it('should warn and log out when there is no user info after login', async () => {
    const server = fakeServer({
      'POST /connect/token': json(tokenAnswer('first-token')),
      'GET /api/multi-tenancy/tenants/buy-user': refusal(404, ServerMessages.userNotFound, { code: 'NotFound' }),
      'POST /api/account/logout': new Response(null, { status: 204 }),
    });
    const user = userEvent.setup({ delay: null });
    renderSession();

    await logInWithPassword(user);

    await waitFor(() => expect(server.to('POST /api/account/logout')).toHaveLength(1));
    expect(bearer(server.to('POST /api/account/logout')[0])).toBe('Bearer first-token');
    await waitFor(() => expect(shownToasts()).toEqual([{ type: 'warning', text: auth.session.userInfoFailed }]));
    expect(readCookie(TOKEN_COOKIE)).toBeUndefined();
    expect(who()).toBe('guest');
    // nothing more of the login flow is asked, and no success is announced
    expect(server.routes()).toEqual([
      'POST /connect/token',
      'GET /api/multi-tenancy/tenants/buy-user',
      'POST /api/account/logout',
    ]);
    expect(shownToasts().map((toast) => toast.text)).not.toContain(Messages.loginSucceeded);
  });
});

describe('the auth guard (spec §4)', () => {
  /** A distributor signed in before the page opened, whose tenant the server answers. */
  function signedInAs(me: ReturnType<typeof buyUserAnswer>) {
    writeCookie(TOKEN_COOKIE, 'a-token');
    writeCookie(TENANT_COOKIE, TENANT_ID);
    fakeServer({ 'GET /api/multi-tenancy/tenants/buy-user': json(me) });
  }

  it('should ask for register step 1 with 基础信息未完善 when the phone number ends with the company name', async () => {
    // the company name is still (the end of) the phone number registration started it with
    const me = buyUserAnswer({ phoneNumber: '13900001111', companyName: '00001111' });
    expect(me.profileStep).toBe(1);
    signedInAs(me);
    const action = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderSession(action);
    await waitFor(() => expect(who()).toBe('00001111'));

    await user.click(screen.getByRole('button', { name: 'guarded action' }));

    await waitFor(() => expect(shownToasts()).toEqual([{ type: 'warning', text: Messages.profileIncomplete }]));
    expect(shownToasts()[0]?.text).toBe('基础信息未完善');
    expect(await screen.findByText(auth.register.titles.profile)).toBeTruthy();
    expect(screen.getByLabelText(auth.register.companyName)).toBeTruthy();
    expect(action).not.toHaveBeenCalled();
  });

  it('should ask for register step 2 with 未填写邀请码 when there is no station origin and no inviter code', async () => {
    const me = buyUserAnswer({ fromStation: null, inviterCode: null });
    expect(me.profileStep).toBe(2);
    signedInAs(me);
    const action = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderSession(action);
    await waitFor(() => expect(who()).toBe(me.tenantFull.companyName));

    await user.click(screen.getByRole('button', { name: 'guarded action' }));

    await waitFor(() => expect(shownToasts()).toEqual([{ type: 'warning', text: Messages.inviteCodeMissing }]));
    expect(shownToasts()[0]?.text).toBe('未填写邀请码');
    expect(await screen.findByText(auth.register.titles.invite)).toBeTruthy();
    expect(screen.getByPlaceholderText(auth.register.inviteCodePlaceholder)).toBeTruthy();
    expect(action).not.toHaveBeenCalled();
  });

  it('should run the action of a complete distributor without a word', async () => {
    const me = buyUserAnswer({ fromStation: 3, inviterCode: null });
    expect(me.profileStep).toBeNull();
    signedInAs(me);
    const action = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderSession(action);
    await waitFor(() => expect(who()).toBe(me.tenantFull.companyName));

    await user.click(screen.getByRole('button', { name: 'guarded action' }));

    expect(action).toHaveBeenCalledOnce();
    expect(shownToasts()).toEqual([]);
    expect(screen.queryByText(auth.register.titles.profile)).toBeNull();
    expect(screen.queryByText(auth.register.titles.invite)).toBeNull();
  });
});
