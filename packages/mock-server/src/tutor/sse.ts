/**
 * A small parser of `text/event-stream` for the upstream adapter (the workspace has no
 * `eventsource-parser`): lines end at CRLF, LF or CR; `data:` lines are joined with '\n' and
 * dispatched at a blank line; comments (`:`), `id:` and `retry:` are ignored.
 */
export interface SseEvent {
  event: string | undefined
  data: string
}

export function createSseParser(onEvent: (event: SseEvent) => void) {
  let buffer = ''
  let data: string[] = []
  let event: string | undefined

  function line(text: string) {
    if (text === '') {
      if (data.length > 0) onEvent({ event, data: data.join('\n') })
      data = []
      event = undefined
      return
    }
    if (text.startsWith(':')) return
    const colon = text.indexOf(':')
    const field = colon === -1 ? text : text.slice(0, colon)
    const value = colon === -1 ? '' : text.slice(colon + 1).replace(/^ /, '')
    if (field === 'data') data.push(value)
    else if (field === 'event') event = value
  }

  return {
    /** More of the stream; complete lines are handled now, the rest waits for the next feed. */
    feed(chunk: string) {
      buffer += chunk
      let start = 0
      for (let i = 0; i < buffer.length; i++) {
        const c = buffer[i]
        if (c !== '\n' && c !== '\r') continue
        // A CR at the end may be the first half of a CRLF: wait for the next chunk.
        if (c === '\r' && i === buffer.length - 1) break
        line(buffer.slice(start, i))
        if (c === '\r' && buffer[i + 1] === '\n') i++
        start = i + 1
      }
      buffer = buffer.slice(start)
    },
  }
}
