/** The spec's local-storage keys (section 3); other code names them only through this. */
export const storageKeys = {
  token: 'usertoken',
  loggedIn: 'logedIn',
  parentId: 'parent_id',
  userId: 'userId',
  globalData: 'globalData',
  openWelcomePopup: 'openWelcomePopup',
  testData: 'testData',
  userInfo: 'userinfo',
  otpVerify: 'otpVerify',
  showBalance: 'showBalance',
  showExposure: 'showExposure',
  mobileDevice: 'mobileDevice',
} as const;

/** Session storage key (spec section 3). */
export const sessionKeys = { exposureBalance: 'exposureBalance' } as const;
