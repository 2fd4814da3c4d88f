"""One model of every timm family (module), for `scripts/model_zoo.py --suite timm`: models no
session tuned for, as a user would bring them. Each is the family's model with the fewest
parameters times input pixels (counted on the meta device over `timm.list_models(module=...)`,
timm 1.0.31, 2026-12-07), with random weights and 10 classes, at batch 2 and 128x128 or 224x224 (`SIZES`) where the model runs
at that size, else its own (`pretrained_cfg["input_size"]`)."""

from __future__ import annotations

FAMILIES = {
    "beit": "beit_base_patch16_224", "byoanet": "halonet_h1", "byobnet": "test_byobnet",
    "cait": "cait_xxs24_224", "coat": "coat_tiny", "convit": "convit_tiny", "convmixer": "convmixer_768_32",
    "convnext": "test_convnext", "cpubone": "cpubone_nano", "crossvit": "crossvit_tiny_240",
    "csatv2": "csatv2", "cspnet": "cs3darknet_focus_s", "cspnext": "cspnext_tiny", "davit": "davit_tiny",
    "deepseek_vit": "deepseek_vit_412m", "deit": "deit_tiny_patch16_224", "densenet": "densenet121",
    "dla": "dla46x_c", "dpn": "dpn48b", "edgenext": "edgenext_xx_small", "efficientformer": "efficientformer_l1",
    "efficientformer_v2": "efficientformerv2_s0", "efficientnet": "test_efficientnet",
    "efficientvim": "efficientvim_m1", "efficientvit_mit": "efficientvit_b0", "efficientvit_msra": "efficientvit_m0",
    "eva": "eva02_tiny_patch14_224", "fasternet": "fasternet_t0", "fastvit": "fastvit_t8",
    "focalnet": "focalnet_tiny_srf", "gcvit": "gcvit_xxtiny", "gemma4_vit": "gemma4_vit_167m",
    "ghostnet": "ghostnet_050", "hardcorenas": "hardcorenas_b", "hgnet": "hgnetv2_b0", "hiera": "hiera_tiny_224",
    "hieradet_sam2": "hieradet_small", "hrnet": "hrnet_w18_small", "iformer": "iformer_t",
    "inception_next": "inception_next_atto", "inception_resnet_v2": "inception_resnet_v2",
    "inception_v3": "inception_v3", "inception_v4": "inception_v4", "lcnetv2": "lcnetv2_small",
    "levit": "levit_128s", "lowformer": "lowformer_b0", "mambaout": "test_mambaout", "maxxvit": "test_coatnet",
    "metaformer": "poolformerv2_s12", "mlp_mixer": "gmlp_ti16_224", "mobilenetv3": "mobilenetv3_small_050",
    "mobilenetv5": "mobilenetv5_base", "mobilevit": "mobilevit_xxs", "mvitv2": "mvitv2_tiny",
    "naflexvit": "naflexvit_base_patch16_parfac_gap", "nasnet": "nasnetalarge", "nest": "nest_tiny",
    "nextvit": "nextvit_small", "nfnet": "test_nfnet", "pit": "pit_ti_224", "pnasnet": "pnasnet5large",
    "pvt_v2": "pvt_v2_b0", "qwen3_vit": "qwen3_vit_88m", "rdnet": "rdnet_tiny", "regnet": "regnetx_002",
    "repghost": "repghostnet_050", "repvit": "repvit_m1", "res2net": "res2next50", "resnest": "resnest14d",
    "resnet": "test_resnet", "resnetv2": "resnetv2_18", "rexnet": "rexnet_100", "selecsls": "selecsls42",
    "senet": "legacy_seresnet18", "sequencer": "sequencer2d_s", "shvit": "shvit_s1", "sknet": "skresnet18",
    "starnet": "starnet_s050", "swiftformer": "swiftformer_xs", "swin_transformer": "swin_tiny_patch4_window7_224",
    "swin_transformer_v2": "swinv2_tiny_window8_256", "swin_transformer_v2_cr": "swinv2_cr_tiny_224",
    "tiny_vit": "tiny_vit_5m_224", "tnt": "tnt_s_legacy_patch16_224", "tresnet": "tresnet_m",
    "twins": "twins_svt_small", "vgg": "vgg11", "visformer": "visformer_tiny", "vision_transformer": "test_vit",
    "vision_transformer_hybrid": "vit_tiny_r_s16_p8_224", "vision_transformer_relpos": "test_vit_relpos",
    "vision_transformer_sam": "samvit_base_patch16_224", "vitamin": "vitamin_small_224", "volo": "volo_d1_224",
    "vovnet": "ese_vovnet19b_slim_dw", "xception": "legacy_xception", "xception_aligned": "xception41p",
    "xcit": "xcit_nano_12_p8_224",
}

# The sweep's input sizes, first that runs: 2 cores cannot compile and check a hundred models at
# 224 and more in a session. A model that takes an `img_size` (the ViTs) is built for it; a CNN
# takes it as it is. A model that runs at neither (a fixed window, a patch size that does not
# divide it) keeps its own.
SIZES = (128, 224)


def _random_head(model):
    """Some timm models zero-initialize their classifier (MLP-Mixer, gMLP), which makes every
    output and gradient zero in both runs: a random head makes the comparison mean something."""
    import torch

    head = model.get_classifier() if hasattr(model, "get_classifier") else None
    for m in ([head] if isinstance(head, torch.nn.Module) else []):
        for p in m.parameters():
            if p.dim() > 1 and not p.detach().any():
                torch.nn.init.normal_(p.data, std=0.02)
    return model


def build(name: str):
    """(model, ("image", size)) for timm model `name`, at the first of `SIZES` it runs at."""
    import timm
    import torch

    for size in SIZES:
        try:
            model = timm.create_model(name, pretrained=False, num_classes=10, img_size=size)
        except TypeError:  # no `img_size` argument
            model = timm.create_model(name, pretrained=False, num_classes=10)
        except Exception:  # an `img_size` the architecture cannot take
            continue
        try:
            with torch.no_grad():
                model.eval()(torch.randn(1, 3, size, size))
            return _random_head(model), ("image", size)
        except Exception:
            continue
    model = timm.create_model(name, pretrained=False, num_classes=10)
    return _random_head(model), ("image", model.pretrained_cfg["input_size"][-1])
