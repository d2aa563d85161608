import { describe, expect, it } from 'vitest'
import { ankiHtmlToText } from './import-html'

const SOUND = 'dźwięk pominięty'
const IMAGE = 'obrazek pominięty'

describe('ankiHtmlToText', () => {
  it.each([
    // html, text, warnings
    ['zwykły tekst', 'zwykły tekst', []],
    ['jeden<br>dwa<br/>trzy<BR />cztery', 'jeden\ndwa\ntrzy\ncztery', []],
    ['pierwsza<div>druga</div><div>trzecia</div>', 'pierwsza\ndruga\ntrzecia', []],
    ['<div>a</div><div><br></div><div>b</div>', 'a\n\nb', []],
    ['<p>akapit</p><p>drugi</p>', 'akapit\ndrugi', []],
    ['<ul><li>jabłko</li><li>gruszka</li></ul>', '- jabłko\n- gruszka', []],
    [
      '<b>pogrubione</b> i <i>kursywa</i>, <span style="color: red">kolor</span>',
      'pogrubione i kursywa, kolor',
      [],
    ],
    ['Tom &amp; Jerry &lt;3 &quot;cytat&quot; a&nbsp;b', 'Tom & Jerry <3 "cytat" a b', []],
    ['&#261;&#x119; &bdquo;x&rdquo; &hellip; &unknown; &#0;', 'ąę „x” … &unknown; \uFFFD', []],
    ['&lt;script&gt;alert(1)&lt;/script&gt;', '<script>alert(1)</script>', []],
    ['a < b oraz c > d', 'a < b oraz c > d', []],
    ['dom [sound:dom_pl.mp3]', 'dom', [SOUND]],
    ['<img src="kot.jpg"> kot', 'kot', [IMAGE]],
    ['<img alt="a > b" src=\'x.png\'>tekst', 'tekst', [IMAGE]],
    ['[sound:a.mp3]<img src="a.png">[sound:b.mp3]', '', [SOUND, IMAGE]],
    ['<script>alert(1)</script>bez skryptu<style>b{}</style>', 'bez skryptu', []],
    ['przed<!-- komentarz <b> -->po', 'przedpo', []],
    ['wzór \\(x^2\\) i \\[\\sum x\\]', 'wzór $x^2$ i $$\\sum x$$', []],
    ['  <div>  spacje  </div>  ', 'spacje', []],
    ['nie domknięty <b', 'nie domknięty', []],
  ])('%j → %j', (html, text, warnings) => {
    expect(ankiHtmlToText(html)).toEqual({ text, warnings })
  })
})
