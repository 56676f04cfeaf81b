import { SUBSCRIPTION_REMINDERS } from '@puhuo/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RealtimeClient } from '../../api/realtime.ts';
import { FakeWebSocket } from '../../testing/fake-websocket.ts';
import { listenForReminders, registerReminderHandler } from './reminders.ts';

describe('the realtime events of the reminders (spec §4)', () => {
  const stops: (() => void)[] = [];
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
  });

  function listening() {
    const client = new RealtimeClient();
    client.connect();
    const socket = FakeWebSocket.latest();
    socket.accept();
    stops.push(listenForReminders(client), () => client.close());
    const shopApp = vi.fn();
    const buyApp = vi.fn();
    stops.push(
      registerReminderHandler('ShopAppNeedOrder', shopApp),
      registerReminderHandler('BuyAppNeedOrder', buyApp),
    );
    return { socket, shopApp, buyApp };
  }

  it('should only log ReceiveMessage and Progress events', () => {
    const { socket, shopApp, buyApp } = listening();
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    const message = { title: '铺货完成', content: '成功 3 个' };
    const progress = { taskId: 'task-1', progress: 40 };

    socket.receive('ReceiveMessage', message);
    socket.receive('Progress', progress);

    expect(info).toHaveBeenCalledWith('[realtime] ReceiveMessage', message);
    expect(debug).toHaveBeenCalledWith('[realtime] Progress', progress);
    // nothing opens: no reminder, nothing on the page
    expect(shopApp).not.toHaveBeenCalled();
    expect(buyApp).not.toHaveBeenCalled();
    expect(document.body.innerHTML).toBe('');
  });

  it('should hand the subscription reminders to their handlers', () => {
    const { socket, shopApp, buyApp } = listening();
    const shopReminder = { ...SUBSCRIPTION_REMINDERS.ShopAppNeedOrder, data: { app: 'shopApp', shopId: 's-1' } };
    const buyReminder = { ...SUBSCRIPTION_REMINDERS.BuyAppNeedOrder, data: { app: 'buyApp' } };

    socket.receive('ShopAppNeedOrder', shopReminder);
    socket.receive('BuyAppNeedOrder', buyReminder);

    expect(shopApp).toHaveBeenCalledExactlyOnceWith(shopReminder);
    expect(buyApp).toHaveBeenCalledExactlyOnceWith(buyReminder);
  });
});
