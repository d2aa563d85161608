/**
 * A short two-note chime through Web Audio at a phase change (decision 0175): no sound file to
 * download. The browser lets it play once the page had a click (the timer's 'Start').
 */
export function chime(): void {
  const Context =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext
  if (!Context) return
  const context = new Context()
  const gain = context.createGain()
  gain.connect(context.destination)
  const start = context.currentTime
  gain.gain.setValueAtTime(0.0001, start)
  gain.gain.exponentialRampToValueAtTime(0.2, start + 0.02)
  gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.9)
  ;[880, 1320].forEach((frequency, i) => {
    const tone = context.createOscillator()
    tone.type = 'sine'
    tone.frequency.value = frequency
    tone.connect(gain)
    tone.start(start + i * 0.18)
    tone.stop(start + 0.9)
  })
  setTimeout(() => void context.close().catch(() => {}), 1_200)
}

/** A notification where the user allowed them (asked with a button, never on load). */
export function notify(text: string): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return
  try {
    new Notification(text, { tag: 'planer-skupienie' })
  } catch {
    // Android's Chrome allows them only from a service worker: the live region has said it.
  }
}
