import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Material } from '../../../../api/exams.ts';
import { Transcript } from '../../../ui/transcript.tsx';
import * as styles from '../exams.css.ts';

// SPEC §2 "materials list (audio playable, link, or downloadable attachment), columns
// split evenly among those present". `download` builds the file's address (the intro and
// a question use different download calls, SPEC §7).

type Kind = 'audio' | 'link' | 'attachment';

export function materialKind(material: Material): Kind {
  if (material.contentType?.toLowerCase().startsWith('audio')) return 'audio';
  if (material.link) return 'link';
  return 'attachment';
}

export function MaterialsList({
  materials,
  download,
  headingLevel = 2,
}: {
  materials: readonly Material[];
  download: (materialId: number) => string;
  headingLevel?: 2 | 3 | 4;
}) {
  const { t } = useLingui();
  const baseId = useId();
  if (materials.length === 0) return null;
  const titles: Record<Kind, string> = { audio: t`Audio`, link: t`Links`, attachment: t`Files` };
  const kinds = (['audio', 'link', 'attachment'] as const).filter((kind) => materials.some((m) => materialKind(m) === kind));
  const Heading = headingLevel === 2 ? 'h2' : headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className={styles.materials}>
      {kinds.map((kind) => (
        <section key={kind} aria-labelledby={`${baseId}-${kind}`}>
          <Heading id={`${baseId}-${kind}`} className={styles.materialTitle}>
            {titles[kind]}
          </Heading>
          <ul className={styles.materialList}>
            {materials
              .filter((m) => materialKind(m) === kind)
              .map((m) => (
                <li key={m.materialId}>
                  <MaterialItem material={m} kind={kind} href={download(m.materialId)} />
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function MaterialItem({ material, kind, href }: { material: Material; kind: Kind; href: string }) {
  const { t } = useLingui();
  const name = material.name;
  if (!material.available)
    return (
      <span className={styles.muted}>
        {name} — {t`not available yet`}
      </span>
    );
  if (kind === 'audio')
    return (
      <>
        <span>{name}</span>
        <audio className={styles.audio} controls preload="none" src={href} aria-label={t`Play ${name}`} />
        <Transcript text={material.transcript} />
      </>
    );
  if (kind === 'link')
    return (
      <a href={material.link ?? '#'} target="_blank" rel="noopener noreferrer">
        {`${name} `}
        <span className={styles.muted}>{t`(opens in a new tab)`}</span>
      </a>
    );
  return (
    <a href={href} download={material.attachment ?? true}>
      {name}
      {material.attachment ? <span className={styles.muted}> ({material.attachment})</span> : null}
    </a>
  );
}
