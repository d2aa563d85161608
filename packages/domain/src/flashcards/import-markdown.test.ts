import { describe, expect, it } from 'vitest'
import { ankiHtmlToMarkdown } from './import-markdown'

const SOUND = 'dźwięk pominięty'
const IMAGE = 'obrazek pominięty'

describe('ankiHtmlToMarkdown', () => {
  it.each([
    // html, Markdown, warnings
    ['zwykły tekst', 'zwykły tekst', []],
    ['jeden<br>dwa<br/>trzy', 'jeden\\\ndwa\\\ntrzy', []],
    ['pierwsza<div>druga</div><div>trzecia</div>', 'pierwsza\\\ndruga\\\ntrzecia', []],
    ['<div>a</div><div><br></div><div>b</div>', 'a\n\nb', []],
    ['a<br><br>b', 'a\n\nb', []],
    ['<p>akapit</p><p>drugi</p>', 'akapit\n\ndrugi', []],
    ['Owoce:<ul><li>jabłko</li><li>gruszka</li></ul>po', 'Owoce:\n\n- jabłko\n- gruszka\n\npo', []],
    ['<ol>\n<li>raz<ul><li>a</li></ul></li>\n<li>dwa</li>\n</ol>', '1. raz\n   - a\n2. dwa', []],
    ['<b>gruby</b> i <i>kursywa</i>, <u>kolor</u>', '**gruby** i *kursywa*, kolor', []],
    ['<strong>a</strong><em>b</em>', '**a***b*', []],
    ['bez<b> spacji </b>w środku', 'bez **spacji** w środku', []],
    ['<b>a<br>b</b>', '**a\\\nb**', []],
    ['<b><b>raz</b></b><i></i>', '**raz**', []],
    ['<code>len(x)</code> i <code>a`b</code>', '`len(x)` i ``a`b``', []],
    ['<code><b>x</b> &lt;br&gt;</code>', '`x <br>`', []],
    ['<pre><code>if a:\n    b()</code></pre>po', '```\nif a:\n    b()\n```\n\npo', []],
    ['<pre>x<br>  y</pre>', '```\nx\n  y\n```', []],
    ['Tom &amp; Jerry&nbsp;&lt;3', 'Tom & Jerry <3', []],
    ['  <div>  spacje  </div>  ', 'spacje', []],
    ['wzór \\(x^2\\) i \\[\\sum x\\]', 'wzór $x^2$ i $$\\sum x$$', []],
    ['dom [sound:d.mp3]<img src="d.png">', 'dom', [SOUND, IMAGE]],
    ['<script>alert(1)</script>bez<!-- <b> -->skryptu', 'bezskryptu', []],
    ['<b>niedomknięty', 'niedomknięty', []],
  ])('%j → %j', (html, text, warnings) => {
    expect(ankiHtmlToMarkdown(html)).toEqual({ text, warnings })
  })
})
