/**
 * Runs `work` in the one tab holding the named Web Lock; false at once when another tab holds
 * it. A browser without Web Locks has one sender per tab (the server's keys keep it exact).
 */
export function webLock(name: string) {
  return async (work: () => Promise<void>): Promise<boolean> => {
    if (!('locks' in navigator)) {
      await work()
      return true
    }
    return navigator.locks.request(name, { ifAvailable: true }, async (lock) => {
      if (!lock) return false
      await work()
      return true
    })
  }
}
