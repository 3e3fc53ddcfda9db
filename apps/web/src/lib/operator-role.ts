/** Whether a stored role runs a downline (admin, master, agent): such a user's home is the console. */
export function isOperatorRole(role: unknown): boolean {
  return role === 'admin' || role === 'master' || role === 'agent';
}

/** Where a logged-in user lands: operators on the console, customers on the home page. */
export const landingPath = (role: unknown) => (isOperatorRole(role) ? '/console' : '/home');
