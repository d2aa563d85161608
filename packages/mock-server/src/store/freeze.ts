/**
 * Freezes a value and everything in it. Repositories hand out frozen answers for their hot
 * reads: they can never change behind the API's back, so their validated JSON can be reused.
 */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const child of Object.values(value)) deepFreeze(child)
  }
  return value
}
