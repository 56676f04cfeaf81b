import { Messages, ServerMessages } from '@puhuo/domain';

/** The shops module's own messages (the spec names none for these server answers). */
export const ShopMessages = {
  shopNotFound: Messages.shopNotFound,
  shopAuthExpired: Messages.shopAuthExpired,
  notLoggedIn: Messages.notLoggedIn,
  unknownStation: ServerMessages.unknownStation,
  noRedirectAuthorization: ServerMessages.noRedirectAuthorization,
  noCodeAuthorization: ServerMessages.noCodeAuthorization,
  stationNotConnected: ServerMessages.stationNotConnected,
  moduleInvalid: ServerMessages.authorizationModuleInvalid,
  tenantMismatch: ServerMessages.tenantMismatch,
  callbackInvalid: ServerMessages.callbackInvalid,
  stateInvalid: ServerMessages.authorizationStateInvalid,
  stateUsed: ServerMessages.authorizationStateUsed,
  callbackOtherTenant: ServerMessages.authorizationCallbackOtherTenant,
  accessDenied: ServerMessages.authorizationDenied,
  codeMissing: ServerMessages.authorizationCodeMissing,
  apiUrlInvalid: ServerMessages.apiUrlInvalid,
  buyAppNotAuthorized: ServerMessages.buyAppNotAuthorized,
  protocolPayUnavailable: ServerMessages.protocolPayUnavailable,
} as const;
