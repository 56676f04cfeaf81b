// The PNG writer moved to the domain package so that the platform sandbox can draw images too.
export * from '@puhuo/domain/png';
