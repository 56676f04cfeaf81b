import type { SandboxPlatform } from '../sandbox-core.ts';
import { alibabaSandbox } from './alibaba.sandbox.ts';
import { doudianSandbox } from './doudian.sandbox.ts';
import { fanmengSandbox } from './fanmeng.sandbox.ts';
import { jdSandbox } from './jd.sandbox.ts';
import { jubaozanSandbox } from './jubaozan.sandbox.ts';
import { kttSandbox } from './ktt.sandbox.ts';
import { kuaishouSandbox } from './kuaishou.sandbox.ts';
import { pddSandbox } from './pdd.sandbox.ts';
import { qunjielongSandbox } from './qunjielong.sandbox.ts';
import { taobaoSandbox } from './taobao.sandbox.ts';
import { taogongchangSandbox } from './taogongchang.sandbox.ts';
import { wechatVideoShopSandbox } from './wechatvideoshop.sandbox.ts';
import { xiaohongshuSandbox } from './xiaohongshu.sandbox.ts';
import { youzanSandbox } from './youzan.sandbox.ts';

/** every sandbox platform, one file each (a larger one's parts beside it as <platform>.<part>.sandbox.ts) */
export const SANDBOX_PLATFORM_DEFINITIONS: readonly SandboxPlatform[] = [
  alibabaSandbox,
  pddSandbox,
  kttSandbox,
  taobaoSandbox,
  kuaishouSandbox,
  doudianSandbox,
  xiaohongshuSandbox,
  jdSandbox,
  youzanSandbox,
  qunjielongSandbox,
  wechatVideoShopSandbox,
  fanmengSandbox,
  jubaozanSandbox,
  taogongchangSandbox,
];
