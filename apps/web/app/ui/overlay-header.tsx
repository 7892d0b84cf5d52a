export interface OverlayHeaderProps {
  /** Bootstrap's component the overlay is drawn as: `.modal-header` or `.offcanvas-header`. */
  variant: 'modal' | 'offcanvas';
  /** The title's id, which names the dialog. */
  titleId: string;
  title: string;
  /** A heading (the default) or, where the page's outline should not hold it, a plain element. */
  titleAs?: 'h2' | 'div';
  titleClassName?: string;
  closeLabel: string;
  onClose: () => void;
  className?: string;
}

/** An overlay's title bar in Bootstrap's markup: the title that names it and its close button. */
export function OverlayHeader({
  variant,
  titleId,
  title,
  titleAs: Title = 'h2',
  titleClassName,
  closeLabel,
  onClose,
  className,
}: OverlayHeaderProps) {
  return (
    <div className={className ? `${variant}-header ${className}` : `${variant}-header`}>
      <Title id={titleId} className={titleClassName ? `${variant}-title ${titleClassName}` : `${variant}-title`}>
        {title}
      </Title>
      <button type="button" className="btn-close" aria-label={closeLabel} onClick={onClose} />
    </div>
  );
}
