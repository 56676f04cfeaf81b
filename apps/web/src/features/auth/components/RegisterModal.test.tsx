import { Messages, ServerMessages } from '@puhuo/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { auth } from '../../../i18n/locales/zh-CN/auth.ts';
import { fakeServer, json, refusal } from '../../../testing/fake-server.ts';
import { renderInApp, shownToasts } from '../../../testing/render.tsx';
import { StaticSession } from '../../../testing/session-fixtures.tsx';
import RegisterModal from './RegisterModal.tsx';

const PHONE = '13700002222';

/** Step 0 of registration filled in and sent, as a visitor does. */
async function register(routes: Parameters<typeof fakeServer>[0]) {
  const server = fakeServer(routes);
  const finishLogin = vi.fn(async () => null);
  const user = userEvent.setup({ delay: null });
  renderInApp(
    <StaticSession user={null} overrides={{ finishLogin }}>
      <RegisterModal open step={0} onStep={() => undefined} onClose={() => undefined} />
    </StaticSession>,
  );
  await user.type(await screen.findByPlaceholderText(auth.fields.phonePlaceholder), PHONE);
  await user.type(screen.getByPlaceholderText(auth.fields.codePlaceholder), '123456');
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: auth.register.submit }));
  await waitFor(() => expect(server.to('POST /api/register/phone-number')).toHaveLength(1));
  return { server, finishLogin };
}

describe('registering by phone (spec §4, §8)', () => {
  it('should say 获取登录凭证失败 when the ticket of the new account cannot be exchanged for a token', async () => {
    const { server, finishLogin } = await register({
      'POST /api/register/phone-number': json({ ticket: 'ticket-of-the-new-account' }),
      'POST /connect/token': json(
        { error: 'invalid_grant', error_description: ServerMessages.loginTicketInvalid },
        400,
      ),
    });

    await waitFor(() => expect(shownToasts()).toEqual([{ type: 'error', text: Messages.ticketExchangeFailed }]));
    expect(shownToasts()[0]?.text).toBe('获取登录凭证失败');
    expect(server.to('POST /connect/token')[0]?.body).toMatchObject({
      grant_type: 'ticket',
      ticket: 'ticket-of-the-new-account',
    });
    expect(server.to('POST /api/register/phone-number')[0]?.body).toEqual({
      phoneNumber: PHONE,
      verifyCode: '123456',
      product: 2,
      isWxOpen: false,
    });
    // no sign-in follows
    expect(finishLogin).not.toHaveBeenCalled();
  });

  it('should show the message of a refused registration as info', async () => {
    const { finishLogin } = await register({
      'POST /api/register/phone-number': refusal(403, Messages.accountExists, { code: 'AccountExists' }),
    });

    // once, as info: the API client adds no warning of its own
    await waitFor(() => expect(shownToasts()).toEqual([{ type: 'info', text: Messages.accountExists }]));
    expect(finishLogin).not.toHaveBeenCalled();
  });

  it('should show a wrong code as info too', async () => {
    await register({
      'POST /api/register/phone-number': refusal(400, ServerMessages.smsWrongCode, { code: 'SmsCodeInvalid' }),
    });

    await waitFor(() => expect(shownToasts()).toEqual([{ type: 'info', text: ServerMessages.smsWrongCode }]));
  });
});
