// Filled by the payments module (deposit/withdraw requests, responsible-gaming limits).
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface PaymentsTables {}
