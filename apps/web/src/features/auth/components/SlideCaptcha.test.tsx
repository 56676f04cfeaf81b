import { Messages, ServerMessages } from '@puhuo/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { auth } from '../../../i18n/locales/zh-CN/auth.ts';
import { fakeServer, json, refusal } from '../../../testing/fake-server.ts';
import { renderInApp, shownToasts } from '../../../testing/render.tsx';
import { StaticSession } from '../../../testing/session-fixtures.tsx';
import { AccountLoginForm } from './AccountLoginForm.tsx';

/** A picture as the server sends it: a data URL. */
const PNG = 'data:image/png;base64,iVBORw0KGgo=';

/** POST /connect/token refusing a password login until the captcha is done (LoginService). */
const lockout = () => json({ error: 'lockout', error_description: ServerMessages.loginLockout }, 400);

/** Tries to log in on the account tab; the server answers lockout, which brings up the captcha. */
async function logInAndMeetTheCaptcha(captchaAnswer: Response) {
  const server = fakeServer({ 'POST /connect/token': lockout(), 'GET /api/slide-check/gen': captchaAnswer });
  const user = userEvent.setup({ delay: null });
  const { container } = renderInApp(
    <StaticSession user={null}>
      <AccountLoginForm />
    </StaticSession>,
  );
  await user.type(screen.getByPlaceholderText(auth.account.accountPlaceholder), '13900001111');
  await user.type(screen.getByPlaceholderText(auth.account.passwordPlaceholder), 'Passw0rd!');
  await user.click(screen.getByRole('button', { name: auth.login.submit }));
  await waitFor(() => expect(server.to('GET /api/slide-check/gen')).toHaveLength(1));
  return { container, server };
}

/** The captcha's box: its picture and slider once generated, an empty frame of its size while it loads. */
const captchaBox = (container: HTMLElement) => container.querySelector('[class*="captchaBox"]');

describe('the slide captcha of the account login (spec §8)', () => {
  it('should show the captcha the server generated after a lockout', async () => {
    const { container } = await logInAndMeetTheCaptcha(
      json({ id: 'captcha-1', backgroundImage: PNG, sliderImage: PNG }),
    );

    expect(await screen.findByTestId('slide-captcha')).toBeTruthy();
    expect(screen.getByRole('slider', { name: auth.captcha.handle })).toBeTruthy();
    expect(captchaBox(container)).not.toBeNull();
  });

  it('should hide the captcha when it cannot be generated', async () => {
    const { container } = await logInAndMeetTheCaptcha(refusal(429, Messages.tooManyRequests));

    await waitFor(() => expect(captchaBox(container)).toBeNull());
    expect(screen.queryByTestId('slide-captcha')).toBeNull();
    expect(screen.queryByRole('slider')).toBeNull();
    // the login form stays, to try again; the lockout itself is no toast
    expect(screen.getByRole('button', { name: auth.login.submit })).toBeTruthy();
    expect(shownToasts()).toEqual([]);
  });
});
