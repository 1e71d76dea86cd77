import { useGame } from '../store';
import { describeOutfit, outfitLayers } from '../outfit';
import { ART_BOX } from '../wardrobe';
import * as styles from './DollFigure.module.css';

/** The doll with her outfit, layer on layer, described for screen readers as one picture. */
export function DollFigure({
  height,
  finale = false,
  still = false,
  className,
}: {
  height: number;
  finale?: boolean;
  /** No landing animation (the polaroid is photographed as it is). */
  still?: boolean;
  className?: string;
}) {
  const doll = useGame((s) => s.doll);
  const top = useGame((s) => s.top);
  const bottoms = useGame((s) => s.bottoms);
  const onePiece = useGame((s) => s.onePiece);
  const pouch = useGame((s) => s.pouch);
  const towel = useGame((s) => s.towel);
  const outfit = { doll, top, bottoms, onePiece, pouch, towel };
  const width = (height * ART_BOX.width) / ART_BOX.height;
  return (
    <div role="img" aria-label={describeOutfit(outfit, { finale })} className={`${styles.figure} ${className ?? ''}`} style={{ width, height }}>
      {outfitLayers(outfit, { finale }).map((layer) => (
        <img key={`${layer.key}:${layer.src}`} src={layer.src} alt="" width={width} height={height} className={still ? styles.still : styles.layer} draggable={false} />
      ))}
    </div>
  );
}
