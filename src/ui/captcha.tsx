import { useRef, useState } from 'react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CAPTCHA_HEIGHT, CAPTCHA_LENGTH, CAPTCHA_WIDTH } from '../../api/account.ts';
import { button } from './button.css.ts';
import * as styles from './captcha.css.ts';

/**
 * The captcha (issue 59 item 4; WCAG 2.2 1.1.1): its picture, a new one, and the same digits
 * spoken in the page's language for someone who cannot see it. The server speaks the captcha of
 * the picture it gave this browser last, so the recording is asked for once that picture has
 * come (a person who presses "Listen" just after "New picture" hears the new one), and only when
 * asked (preload none). Pressing "Listen" again plays it from the start. The restore's step 1
 * and a login from a busy network (issue 59 item 10) show it, above their field for the digits.
 */
export function Captcha({ pictureUrl, audioUrl, onRefresh }: { pictureUrl: string; audioUrl: string; onRefresh: () => void }) {
  const { t } = useLingui();
  const picture = useRef<HTMLImageElement>(null);
  const audio = useRef<HTMLAudioElement>(null);
  const [failedFor, setFailedFor] = useState<string | null>(null);
  const listen = () => {
    const image = picture.current;
    const player = audio.current;
    if (!image || !player) return;
    const play = () => {
      player.currentTime = 0;
      // A refused play (no sound device) or a recording that did not come shows the message below.
      void Promise.resolve(player.play()).catch(() => undefined);
    };
    if (image.complete) play();
    else image.addEventListener('load', play, { once: true });
  };
  return (
    <div className={styles.captcha}>
      <img
        ref={picture}
        src={pictureUrl}
        width={CAPTCHA_WIDTH}
        height={CAPTCHA_HEIGHT}
        className={styles.picture}
        alt={t`A picture of ${plural(CAPTCHA_LENGTH, { one: '# digit', other: '# digits' })} to type in the field below. To hear them, press “Listen to the digits”.`}
      />
      <div className={styles.captchaActions}>
        <button type="button" className={button.secondary} onClick={onRefresh}>
          {t`New picture`}
        </button>
        <button type="button" className={button.secondary} onClick={listen}>
          {t`Listen to the digits`}
        </button>
      </div>
      <audio ref={audio} src={audioUrl} preload="none" onError={() => setFailedFor(audioUrl)} />
      <p role="status" className={styles.captchaStatus}>
        {failedFor === audioUrl ? t`The recording could not be played. Press “New picture” and listen again.` : null}
      </p>
    </div>
  );
}
