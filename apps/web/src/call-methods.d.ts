/** Every call's path and HTTP method, generated from the contract at build (build/call-methods.ts). */
declare module 'virtual:call-methods' {
  export const callMethods: Readonly<Record<string, 'GET' | 'POST'>>;
}
