import { Messages, MessagesEnUS, ServerMessages } from '@puhuo/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLocale } from '../i18n/index.ts';
import { fakeServer, json, refusal } from '../testing/fake-server.ts';
import { recordFeedback } from '../testing/feedback-recorder.ts';
import { renderInApp, shownToasts } from '../testing/render.tsx';
import { ApiError, http } from './http.ts';

/** The failure a call ends with (every failing call rejects with an ApiError). */
async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

// the toasts show in the mounted app, as on every screen
beforeEach(() => {
  renderInApp(null);
});

describe('the failure toasts of the HTTP client (spec §8)', () => {
  afterEach(async () => {
    await changeLocale('zh-CN');
  });

  it('should show the message of an HTTP 500 as an error toast', async () => {
    fakeServer({ 'GET /api/shop': refusal(500, ServerMessages.internalError, { code: 'InternalError' }) });
    const shown = recordFeedback();

    const error = await failureOf(http.get('/api/shop'));

    expect(error.status).toBe(500);
    expect(shown).toEqual([{ kind: 'error', text: ServerMessages.internalError }]);
    // what the user sees: antd's error message with the server's words
    await screen.findByText(ServerMessages.internalError);
    expect(shownToasts()).toEqual([{ type: 'error', text: ServerMessages.internalError }]);
  });

  it('should show 服务器错误，请稍后重试 as an error toast for a 5xx that carries no message', async () => {
    // a proxy in front of the server answers its own page, not the server's envelope
    fakeServer({
      'GET /api/shop': new Response('<html><body>502 Bad Gateway</body></html>', {
        status: 502,
        headers: { 'Content-Type': 'text/html' },
      }),
    });
    const shown = recordFeedback();

    await failureOf(http.get('/api/shop'));

    expect(shown).toEqual([{ kind: 'error', text: Messages.serverError }]);
    await screen.findByText(Messages.serverError);
    expect(shownToasts()).toEqual([{ type: 'error', text: '服务器错误，请稍后重试' }]);
  });

  it('should say the message of a 5xx without one in the language of the screens', async () => {
    await changeLocale('en-US');
    fakeServer({ 'POST /api/goods/good/goods-collect': json({}, 500) });
    const shown = recordFeedback();

    await failureOf(http.post('/api/goods/good/goods-collect', { goodsId: 'g-1' }));

    expect(shown).toEqual([{ kind: 'error', text: MessagesEnUS.serverError }]);
  });

  it('should warn with the error details of a 400', async () => {
    // the server's refusal of several values: the first one's message, every message in the details
    const details = `${Messages.companyNameRequired}；${Messages.logoRequired}`;
    fakeServer({
      'PUT /api/multi-tenancy/tenants/update-companyname': refusal(400, Messages.companyNameRequired, {
        code: 'ValidationError',
        details,
      }),
    });
    const shown = recordFeedback();

    await failureOf(http.put('/api/multi-tenancy/tenants/update-companyname', { companyName: ' ' }));

    expect(shown).toEqual([{ kind: 'warning', text: details }]);
  });

  it('should warn with the error description of a 400 that has no details', async () => {
    fakeServer({
      'POST /api/account/logins': json(
        { error: 'invalid_grant', error_description: ServerMessages.wrongPassword },
        400,
      ),
    });
    const shown = recordFeedback();

    await failureOf(http.post('/api/account/logins', { password: 'wrong' }));

    expect(shown).toEqual([{ kind: 'warning', text: ServerMessages.wrongPassword }]);
  });

  it('should warn with the message of a 403 that has neither details nor a description', async () => {
    fakeServer({
      'PUT /api/multi-tenancy/tenants/set-inviter': refusal(403, ServerMessages.inviteCodeUnknown, {
        code: 'InviteCodeUnknown',
      }),
    });
    const shown = recordFeedback();

    const error = await failureOf(http.put('/api/multi-tenancy/tenants/set-inviter', { inviterCode: 'NOPE' }));

    expect(error.status).toBe(403);
    expect(shown).toEqual([{ kind: 'warning', text: ServerMessages.inviteCodeUnknown }]);
  });

  it('should show nothing for a 400 whose error is lockout', async () => {
    fakeServer({
      'POST /api/account/login': refusal(400, ServerMessages.loginLockout, { code: 'lockout' }),
      'POST /api/account/other': refusal(400, ServerMessages.loginLockout, { code: 'Other' }),
    });
    const shown = recordFeedback();

    const error = await failureOf(http.post('/api/account/login', { userName: 'a', password: 'b' }));
    // the same refusal under another code is shown: only lockout is left to the captcha
    await failureOf(http.post('/api/account/other', {}));

    expect(error.body?.error?.code).toBe('lockout');
    expect(shown).toEqual([{ kind: 'warning', text: ServerMessages.loginLockout }]);
  });

  it('should show nothing for calls marked no-error-message, the caller still getting the failure', async () => {
    fakeServer({
      'GET /api/shop/app-tips': refusal(500, ServerMessages.internalError),
      'POST /api/wechatvideoshop/authorize': refusal(403, ServerMessages.inviteCodeUnknown),
      'GET /api/abp/application-configuration': refusal(400, Messages.selectGoods, { details: Messages.selectGoods }),
    });
    const shown = recordFeedback();

    const quiet = { noErrorMessage: true };
    const failures = [
      await failureOf(http.get('/api/shop/app-tips', undefined, quiet)),
      await failureOf(http.post('/api/wechatvideoshop/authorize', {}, quiet)),
      await failureOf(http.get('/api/abp/application-configuration', undefined, quiet)),
    ];

    expect(failures.map((failure) => failure.status)).toEqual([500, 403, 400]);
    expect(failures[1]?.message).toBe(ServerMessages.inviteCodeUnknown);
    expect(shown).toEqual([]);
    // the same failures unmarked are shown
    await failureOf(http.get('/api/shop/app-tips'));
    expect(shown).toEqual([{ kind: 'error', text: ServerMessages.internalError }]);
  });
});

describe('request bodies', () => {
  it('should strip empty strings from a request body, at any depth, before sending it', async () => {
    const server = fakeServer({ 'POST /api/template/save': json({ success: true }) });

    await http.post('/api/template/save', {
      name: '模板一',
      remark: '',
      ratio: 0,
      enabled: false,
      brandId: null,
      freight: { templateId: '', postFee: '8.00' },
      skus: [{ code: '', price: 10 }],
    });

    expect(server.to('POST /api/template/save')[0]?.body).toEqual({
      name: '模板一',
      ratio: 0,
      enabled: false,
      brandId: null,
      freight: { postFee: '8.00' },
      skus: [{ price: 10 }],
    });
  });
});

describe('a toast seen by the user', () => {
  it('should be an antd warning message for a 403 refusal', async () => {
    fakeServer({ 'PUT /api/multi-tenancy/tenants/set-inviter': refusal(403, ServerMessages.inviteCodeUnknown) });

    await failureOf(http.put('/api/multi-tenancy/tenants/set-inviter', { inviterCode: 'NOPE' }));

    await waitFor(() => expect(shownToasts()).toEqual([{ type: 'warning', text: ServerMessages.inviteCodeUnknown }]));
  });
});
