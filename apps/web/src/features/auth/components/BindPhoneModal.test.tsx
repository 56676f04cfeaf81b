import { Messages, ServerMessages } from '@puhuo/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { auth } from '../../../i18n/locales/zh-CN/auth.ts';
import { fakeServer, json, refusal } from '../../../testing/fake-server.ts';
import { renderInApp, shownToasts } from '../../../testing/render.tsx';
import { buyUserAnswer, StaticSession } from '../../../testing/session-fixtures.tsx';
import BindPhoneModal from './BindPhoneModal.tsx';

const PHONE = '13700003333';

/** The bind-phone dialog of a signed-in distributor without a phone, filled in and sent. */
async function bindPhone(answer: Response) {
  const server = fakeServer({ 'POST /api/account/add-phone-login': answer });
  const onClose = vi.fn();
  const user = userEvent.setup({ delay: null });
  renderInApp(
    <StaticSession user={buyUserAnswer({ phoneNumber: null })}>
      <BindPhoneModal open onClose={onClose} />
    </StaticSession>,
  );
  await user.type(await screen.findByPlaceholderText(auth.fields.phonePlaceholder), PHONE);
  await user.type(screen.getByPlaceholderText(auth.fields.codePlaceholder), '123456');
  await user.click(screen.getByRole('button', { name: auth.bindPhone.submit }));
  await waitFor(() => expect(server.to('POST /api/account/add-phone-login')).toHaveLength(1));
  expect(server.to('POST /api/account/add-phone-login')[0]?.body).toEqual({ phoneNumber: PHONE, verifyCode: '123456' });
  return { onClose };
}

describe('binding a phone (spec §8)', () => {
  it('should show the message the server returns with a failed binding as an error', async () => {
    // AccountService.addPhoneLogin answers a phone bound elsewhere with success false and why
    const { onClose } = await bindPhone(json({ success: false, message: ServerMessages.phoneTaken }));

    await waitFor(() => expect(shownToasts()).toEqual([{ type: 'error', text: ServerMessages.phoneTaken }]));
    // the dialog stays, to correct the phone
    expect(onClose).not.toHaveBeenCalled();
  });

  it('should show a refused request as an error, once', async () => {
    await bindPhone(refusal(400, Messages.codeLength, { code: 'ValidationError', details: Messages.codeLength }));

    await waitFor(() => expect(shownToasts()).toEqual([{ type: 'error', text: Messages.codeLength }]));
  });

  it('should say 绑定成功 and close when the phone is bound', async () => {
    const { onClose } = await bindPhone(json({ success: true, message: Messages.bound }));

    await waitFor(() => expect(shownToasts()).toEqual([{ type: 'success', text: Messages.bound }]));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  });
});
